extension SearchIndex {
    /// The longest compound term, in bytes: a token's path or a CSS variable, not a URL.
    static let compoundLimit = 64

    /// Calls `visit` with each compound term of the UTF-8 `text`: a run of ASCII letters and digits parted by `/`,
    /// `.`, `_` or `-` and no space (a token's path `slider/color/fill`, `slider.color.fill`, its CSS variable
    /// `--slider-color-fill`), lower-cased with its parts joined by `-` (`slider-color-fill`), so that a path
    /// written any of these ways is one term; and each colour written `#05C`, `#05CF` or `#005CE5FF` as its six hex
    /// digits (`0055cc`, `005ce5`; `#005CE5` is already the word `005ce5`). The page script reads a query the same
    /// way.
    static func forEachCompound(in text: UnsafeBufferPointer<UInt8>, _ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var index = 0
        while index < text.count {
            guard isLetterOrDigit(text[index]) else {
                index += 1
                continue
            }
            // A run from a letter or digit: most are a word and the punctuation after it, which part nothing, so
            // the run is looked at again only when a separator inside it is followed by a letter or digit.
            var end = index + 1
            var afterSeparator = false
            var parted = false
            while end < text.count, isCompoundByte(text[end]) {
                if isSeparator(text[end]) {
                    afterSeparator = true
                } else if afterSeparator {
                    parted = true
                }
                end += 1
            }
            if index > 0, text[index - 1] == UInt8(ascii: "#") {
                visitColour(UnsafeBufferPointer(rebasing: text[index..<end]), visit)
            }
            if parted {
                // The separators before the run belong to it (`--slider-color-fill`).
                var start = index
                while start > 0, isSeparator(text[start - 1]) {
                    start -= 1
                }
                // A run that ends in a byte past ASCII is part of a longer word, which is no compound; one right
                // after a colon is the rest of a URL (`https://tracker.example.com/ds/slider`), whose parts are
                // words enough.
                if end == text.count || text[end] < 0x80, start == 0 || text[start - 1] < 0x80 && text[start - 1] != UInt8(ascii: ":") {
                    visitCompound(UnsafeBufferPointer(rebasing: text[start..<end]), visit)
                }
            }
            index = end
        }
    }

    /// `run` as a compound term, when it has two parts or more, one of them longer than a character.
    private static func visitCompound(_ run: UnsafeBufferPointer<UInt8>, _ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard run.count <= compoundLimit * 2, run.contains(where: isSeparator) else { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: run.count) { buffer in
            var written = 0
            var parts = 0
            var longest = 0
            var part = 0
            for byte in run {
                if isSeparator(byte) {
                    if part > 0 {
                        parts += 1
                        longest = max(longest, part)
                        part = 0
                    }
                    continue
                }
                if part == 0 && written > 0 {
                    buffer[written] = UInt8(ascii: "-")
                    written += 1
                }
                buffer[written] = isUppercaseLetter(byte) ? byte | 0x20 : byte
                written += 1
                part += 1
            }
            if part > 0 {
                parts += 1
                longest = max(longest, part)
            }
            guard parts >= 2, longest >= 2, written <= compoundLimit else { return }
            visit(UnsafeBufferPointer(rebasing: buffer[..<written]))
        }
    }

    /// The six hex digits of a colour written `#rgb`, `#rgba` or `#rrggbbaa`, lower-cased: its colour without alpha.
    private static func visitColour(_ run: UnsafeBufferPointer<UInt8>, _ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard [3, 4, 8].contains(run.count), run.allSatisfy(isHexDigit) else { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 6) { buffer in
            for position in 0..<6 {
                let byte = run.count == 8 ? run[position] : run[position / 2]
                buffer[position] = isUppercaseLetter(byte) ? byte | 0x20 : byte
            }
            visit(UnsafeBufferPointer(buffer))
        }
    }

    @inline(__always)
    private static func isCompoundByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || isSeparator(byte)
    }

    @inline(__always)
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 6 || byte &- UInt8(ascii: "0") < 10
    }
}
