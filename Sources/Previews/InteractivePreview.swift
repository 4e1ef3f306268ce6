/// A preview block with controls (`preview controls=steps,current`): every state the controls reach, each a
/// complete, checked preview with the name of the SVG file it is written to. The page shows the block as written
/// and swaps in another state's file when a control changes; nothing is drawn in the browser.
public struct InteractivePreview: Sendable, Hashable {
    /// At most this many states per block: more would make builds heavy and sticker sheets unreadable.
    public static let stateLimit = 2_000

    /// The block as written.
    public let block: PreviewBlock
    /// The block as written, checked: the state a page shows first.
    public let initialPreview: Preview
    /// One control per name in `controls=`, in that order.
    public let controls: [PreviewControl]
    /// The values of the block as written.
    public let initialState: PreviewState
    /// Every state the controls reach: each control's values in order, the last control varying fastest, without
    /// the combinations a limit rules out (current above steps).
    public let states: [PreviewState]
    /// The file names' segments, in the component's property order: worked out once, since a written property's
    /// segment is the same in every state's name.
    private let fileNameSegments: [FileNameSegment]

    /// A segment of a state's file name (``fileName(of:)``).
    private enum FileNameSegment: Sendable, Hashable {
        /// A controlled property, `property-value` with the state's value, or the written segment if the state
        /// has none.
        case controlled(property: String, written: String?)
        /// A written property that no control changes: `property-value`, the value in one spelling.
        case written(String)
    }

    /// Checks the block, its controls and its written values against them, and lists every state.
    /// - Parameters:
    ///   - block: a block with at least one control.
    ///   - components: the components fences may name.
    public init(block: PreviewBlock, components: ComponentRegistry = .standard) throws(PreviewError) {
        self.block = block
        initialPreview = try components.preview(from: block)
        guard !block.controls.isEmpty else {
            throw PreviewError.inInfoString("a preview with controls names at least one, such as controls=steps,current")
        }
        let controlled = Set(block.controls)
        var controls: [PreviewControl] = []
        for name in block.controls {
            let control = try initialPreview.component.control(for: name, controlled: controlled)
            try Self.checkContract(control, of: type(of: initialPreview.component).name)
            controls.append(control)
        }
        try Self.checkCount(controls)
        var initialValues: [String] = []
        for control in controls {
            let value = Self.value(of: control, in: initialPreview)
            guard control.values.contains(value) else {
                let message = "\(control.property) = \(value) is not a value its control offers; allowed: \(Self.describe(control))"
                guard let written = block.properties.first(where: { $0.key == control.property }) else {
                    throw PreviewError.inInfoString(message, property: control.property, value: value)
                }
                throw PreviewError(property: control.property, value: value, message: message,
                                   line: written.line, column: written.column)
            }
            initialValues.append(value)
        }
        self.controls = controls
        initialState = PreviewState(properties: block.controls, values: initialValues)
        states = try Self.enumerate(controls)
        fileNameSegments = Self.fileNameSegments(of: block, properties: type(of: initialPreview.component).properties,
                                                 controlled: controlled.union(controls.map(\.property)))
        try checkFileNames()
    }

    /// The longest name, in bytes, of a state's file: below the 255 bytes file systems allow a name, with room
    /// for the marks a copy or a staging step adds.
    public static let fileNameLimit = 240

    /// Refuses a block whose states' file names would be longer than ``fileNameLimit``, at the written property
    /// that makes them longest, before any file is named. A name's length is the sum of its segments', so the name
    /// with each control's longest value is the longest any state can have, found without naming every state.
    private func checkFileNames() throws(PreviewError) {
        let longestValues = Dictionary(controls.map { control in
            (control.property, control.values.max { $0.utf8.count < $1.utf8.count } ?? "")
        }) { first, _ in first }
        let longest = fileName { longestValues[$0] }.utf8.count - block.component.utf8.count - 1
        guard longest > Self.fileNameLimit else { return }
        let message = "the files of this preview's states would be named with \(longest) bytes; allowed: at most "
            + "\(Self.fileNameLimit), so shorter written values"
        let kinds = Dictionary(type(of: initialPreview.component).properties.map { ($0.name, $0.kind) }) { first, _ in first }
        let lengths = block.properties.compactMap { written in
            kinds[written.key].map { (written, Self.fileSafe(Self.normalized(written.value, as: $0)).utf8.count) }
        }
        guard let culprit = lengths.max(by: { $0.1 < $1.1 })?.0 else {
            throw PreviewError.inInfoString(message)
        }
        throw PreviewError(property: culprit.key, value: culprit.value,
                           message: "\(culprit.key)= is \(culprit.value.count) characters long: " + message,
                           line: culprit.line, column: culprit.column)
    }

    /// The name links use when the block gives no `id=`: `stepper-circular`, `slider`.
    public var defaultID: String {
        initialPreview.component.defaultID
    }

    /// The preview a state shows: the block with the state's values in place of the written ones.
    public func preview(in state: PreviewState) throws(PreviewError) -> Preview {
        var properties = block.properties
        for (property, value) in zip(state.properties, state.values) {
            if let index = properties.firstIndex(where: { $0.key == property }) {
                properties[index].value = value
            } else {
                properties.append(PreviewProperty(key: property, value: value, line: block.componentLine, column: block.componentColumn))
            }
        }
        do {
            return try Preview.make(type(of: initialPreview.component),
                                    from: PreviewBlock(component: block.component, componentLine: block.componentLine,
                                                       componentColumn: block.componentColumn, properties: properties))
        } catch {
            var located = error
            located.message = "the state \(state.fragment) cannot be drawn: \(error.message)"
            throw located
        }
    }

    /// The state's SVG file, relative to the site's previews folder: the component, then every property the
    /// block writes or controls, in the component's order (`stepper/style-circular_steps-7_current-3.svg`).
    /// States that draw the same preview from the same written properties share a file, whichever page shows them.
    public func fileName(of state: PreviewState) -> String {
        fileName { state.value(of: $0) }
    }

    /// ``fileName(of:)`` with `{property}` in place of each controlled value, for the page script to fill in.
    public var fileNameTemplate: String {
        fileName { block.controls.contains($0) ? "{" + $0 + "}" : nil }
    }

    private func fileName(controlled: (String) -> String?) -> String {
        // The name's UTF-8 bytes gathered in one buffer and decoded once, the segments joined by "_" as they come:
        // the same text as joining the Strings, without String's per-append work. Every state of every fence
        // drawn is named here.
        var name: [UInt8] = []
        name.reserveCapacity(block.component.utf8.count + 96)
        Self.append(block.component, to: &name)
        name.append(UInt8(ascii: "/"))
        var separated = false
        for segment in fileNameSegments {
            let value: String?
            let text: String
            switch segment {
            case let .controlled(property, written):
                value = controlled(property)
                guard let start = value == nil ? written : property else { continue }
                text = start
            case let .written(written):
                value = nil
                text = written
            }
            if separated { name.append(UInt8(ascii: "_")) }
            separated = true
            Self.append(text, to: &name)
            if let value {
                name.append(UInt8(ascii: "-"))
                Self.append(value, to: &name)
            }
        }
        name += ".svg".utf8
        return String(decoding: name, as: UTF8.self)
    }

    /// `text`'s bytes copied as one block: appending its `utf8` view went through a generic sequence append.
    private static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// The segments of `block`'s file names, for its component's `properties` in order: each `controlled` one (by
    /// its control's name or its property's), and each other one the block writes.
    private static func fileNameSegments(of block: PreviewBlock, properties: [ComponentProperty],
                                         controlled: Set<String>) -> [FileNameSegment] {
        properties.compactMap { property in
            let written = block.properties.first { $0.key == property.name }
                .map { property.name + "-" + fileSafe(normalized($0.value, as: property.kind)) }
            if controlled.contains(property.name) {
                return .controlled(property: property.name, written: written)
            }
            return written.map(FileNameSegment.written)
        }
    }

    /// A written value in one spelling: numbers without trailing zeros, yes/on as true.
    static func normalized(_ value: String, as kind: ComponentProperty.Kind) -> String {
        switch kind {
        case .number:
            guard let number = Double(value) else { return value }
            return PreviewControl.text(number, decimals: PreviewControl.decimals(of: number))
        case .flag:
            return ["true", "yes", "on"].contains(value) ? "true" : "false"
        case .word:
            return value
        }
    }

    /// The value a control starts at: the block's own, in the control's spelling.
    static func value(of control: PreviewControl, in preview: Preview) -> String {
        switch preview.component.value(of: control.property) {
        case let .word(word):
            return word
        case let .number(number):
            let decimals = if case let .range(_, _, _, decimals) = control.kind { decimals } else { 0 }
            return PreviewControl.text(number, decimals: max(decimals, PreviewControl.decimals(of: number)))
        }
    }

    /// Letters, digits, `.` and `-` as they are; every other byte as `~` and two hex digits, so that any unit or
    /// currency symbol gives a distinct, portable file name.
    static func fileSafe(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || byte == 0x2E || byte == 0x2D {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "~" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    /// Refuses a control a component made that no page could offer: a range without finite bounds in order and a
    /// step above 0, or a choice of nothing. The error names the component, whose `control(for:controlled:)` is at
    /// fault, not the page.
    static func checkContract(_ control: PreviewControl, of component: String) throws(PreviewError) {
        func shown(_ number: Double) -> String {
            number.isFinite ? PreviewError.quote(number) : String(number)
        }
        let problem: String? = switch control.kind {
        case let .range(minimum, maximum, step, decimals):
            if ![minimum, maximum, step].allSatisfy(\.isFinite) || !(minimum <= maximum) {
                "a range from \(shown(minimum)) to \(shown(maximum)); a range needs finite bounds, the minimum not above the maximum"
            } else if !(step > 0) {
                "a step of \(shown(step)); a range's step must be above 0"
            } else if !(0...9).contains(decimals) {
                "\(decimals) decimals; a range shows 0 to 9"
            } else {
                nil
            }
        case let .choice(options) where options.isEmpty:
            "a choice of no options; a choice needs at least one"
        default:
            nil
        }
        if let problem {
            throw PreviewError.inInfoString("component '\(component)' offers '\(control.property)' as \(problem): the component's control(for:controlled:) is at fault", property: control.property)
        }
    }

    private static let tooMany = "at most \(stateLimit) are written per preview; allowed: fewer controls, or a coarser step"

    /// Refuses controls whose values multiply past what ``enumerate(_:)`` may walk, from their counts alone, before
    /// any value is listed.
    private static func checkCount(_ controls: [PreviewControl]) throws(PreviewError) {
        let combinations = controls.reduce(1.0) { $0 * Double($1.valueCount) }
        guard combinations <= Double(stateLimit) * 20 else {
            let shown = combinations < 1e15 ? ValueFormat.grouped(combinations, decimals: 0) : "more than 10¹⁵"
            throw PreviewError.inInfoString("the controls reach about \(shown) states; \(tooMany)")
        }
    }

    /// Every state, once ``checkCount(_:)`` has bounded how many combinations there are.
    private static func enumerate(_ controls: [PreviewControl]) throws(PreviewError) -> [PreviewState] {
        let lists = controls.map(\.values)
        let limits: [(Int, Int)] = controls.enumerated().compactMap { index, control in
            control.limitedBy.flatMap { limit in controls.firstIndex { $0.property == limit } }.map { (index, $0) }
        }
        let properties = controls.map(\.property)
        func withinLimits(_ indices: [Int]) -> Bool {
            limits.allSatisfy { limited, limit in
                guard let value = controls[limited].number(at: indices[limited]),
                      let bound = controls[limit].number(at: indices[limit]) else { return true }
                return value <= bound + 1e-9
            }
        }
        var states: [PreviewState] = []
        var indices = Array(repeating: 0, count: lists.count)
        while true {
            if withinLimits(indices) {
                states.append(PreviewState(properties: properties, values: zip(lists, indices).map { $0[$1] }))
            }
            var position = lists.count - 1
            while position >= 0 {
                indices[position] += 1
                if indices[position] < lists[position].count { break }
                indices[position] = 0
                position -= 1
            }
            if position < 0 { break }
        }
        guard states.count <= stateLimit else {
            throw PreviewError.inInfoString("the controls reach \(states.count) states; \(tooMany)")
        }
        return states
    }

    /// The values a control offers, in a sentence: `2, 3, … 10 (by 1)` or `horizontal, vertical`.
    public static func describe(_ control: PreviewControl) -> String {
        let values = control.values
        if case let .range(_, _, step, decimals) = control.kind, values.count > 5 {
            return "\(values[0]), \(values[1]), … \(values[values.count - 1]) (by \(PreviewControl.text(step, decimals: decimals)))"
        }
        return values.joined(separator: ", ")
    }
}
