/// Three components of a colour: a point in one colour space.
struct Vector3: Sendable, Hashable {
    var x: Double
    var y: Double
    var z: Double

    init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The first three of `components`, which the caller has checked there are.
    init(_ components: [Double]) {
        self.init(components[0], components[1], components[2])
    }

    func map(_ transform: (Double) -> Double) -> Vector3 {
        Vector3(transform(x), transform(y), transform(z))
    }

    /// The straight-line distance to `other`: in OKLab, CSS Color 4's ΔEOK.
    func distance(to other: Vector3) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y) + (z - other.z) * (z - other.z)).squareRoot()
    }
}
