extension SearchQuery {
    /// Whether `a` and `b` are one edit apart, counted in Unicode scalars: one changed, added or dropped, or two
    /// next to each other swapped.
    package static func oneEdit(_ a: String, _ b: String) -> Bool {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        guard abs(a.count - b.count) <= 1, a != b else { return false }
        var index = 0
        while index < a.count, index < b.count, a[index] == b[index] {
            index += 1
        }
        let tail = { (scalars: [Unicode.Scalar], from: Int) in scalars[min(from, scalars.count)...] }
        if a.count == b.count {
            // They differ, so index is a place in both.
            if tail(a, index + 1) == tail(b, index + 1) { return true }
            return index + 1 < a.count && a[index] == b[index + 1] && a[index + 1] == b[index]
                && tail(a, index + 2) == tail(b, index + 2)
        }
        return a.count > b.count ? tail(a, index + 1) == tail(b, index) : tail(a, index) == tail(b, index + 1)
    }
}
