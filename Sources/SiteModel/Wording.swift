/// Small pieces of English that messages and pages share.
public enum Wording {
    /// `1 page`, `2 pages`: the number and the noun, plural unless the number is 1.
    public static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
