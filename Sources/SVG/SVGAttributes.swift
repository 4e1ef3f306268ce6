/// An element's attributes: name → value, kept sorted by name, so that they are written in one order whatever
/// order they were set in. Written like a dictionary (`["cx": "4", "fill": "#FFF"]`); a name set twice keeps the
/// last value.
///
/// A sorted array rather than a `Dictionary`: an element has a handful of attributes, so a short search costs
/// less than hashing every name on every set, copy and write.
public struct SVGAttributes: Sendable, Hashable, ExpressibleByDictionaryLiteral, Sequence {
    private var pairs: [(name: String, value: String)] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements {
            self[name] = value
        }
    }

    /// The value of `name`, or nil; setting nil removes it.
    public subscript(name: String) -> String? {
        get {
            let index = position(of: name)
            return index < pairs.count && pairs[index].name == name ? pairs[index].value : nil
        }
        set {
            let index = position(of: name)
            let present = index < pairs.count && pairs[index].name == name
            switch (newValue, present) {
            case let (value?, true): pairs[index].value = value
            case let (value?, false):
                // Room for a typical element's attributes at once, rather than growing 1, 2, 4, 8.
                if pairs.capacity == 0 { pairs.reserveCapacity(8) }
                pairs.insert((name, value), at: index)
            case (nil, true): pairs.remove(at: index)
            case (nil, false): break
            }
        }
    }

    public var isEmpty: Bool { pairs.isEmpty }

    /// Calls `body` with each name and value in name order, read in place rather than copied out one by one:
    /// the writer reads every attribute of every preview state.
    func forEachPair(_ body: (_ name: String, _ value: String) -> Void) {
        pairs.withUnsafeBufferPointer { pairs in
            for index in pairs.indices {
                body(pairs[index].name, pairs[index].value)
            }
        }
    }

    /// The attributes in name order.
    public func makeIterator() -> some IteratorProtocol<(name: String, value: String)> {
        pairs.makeIterator()
    }

    public static func == (left: SVGAttributes, right: SVGAttributes) -> Bool {
        left.pairs.elementsEqual(right.pairs) { $0.name == $1.name && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pairs.count)
        for pair in pairs {
            hasher.combine(pair.name)
            hasher.combine(pair.value)
        }
    }

    /// The first index whose name is not below `name`.
    private func position(of name: String) -> Int {
        var low = 0
        var high = pairs.count
        while low < high {
            let middle = (low + high) / 2
            if pairs[middle].name < name {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
