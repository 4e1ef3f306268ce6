/// A 3 × 3 matrix that takes colours from one space to another, row by row.
struct Matrix3: Sendable, Hashable {
    var rows: (Vector3, Vector3, Vector3)

    init(_ r0: [Double], _ r1: [Double], _ r2: [Double]) {
        rows = (Vector3(r0), Vector3(r1), Vector3(r2))
    }

    static func * (matrix: Matrix3, vector: Vector3) -> Vector3 {
        func dot(_ row: Vector3) -> Double { row.x * vector.x + row.y * vector.y + row.z * vector.z }
        return Vector3(dot(matrix.rows.0), dot(matrix.rows.1), dot(matrix.rows.2))
    }

    static func == (lhs: Matrix3, rhs: Matrix3) -> Bool {
        lhs.rows.0 == rhs.rows.0 && lhs.rows.1 == rhs.rows.1 && lhs.rows.2 == rhs.rows.2
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(rows.0)
        hasher.combine(rows.1)
        hasher.combine(rows.2)
    }
}
