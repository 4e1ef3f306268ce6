#if canImport(UIKit)
import UIKit

/// A small count or status label for UIKit screens, sized to its text.
@IBDesignable
public final class BadgeView: UIView {
    public enum Style: Int {
        case neutral = 0, positive, negative

        fileprivate var background: UIColor {
            switch self {
            case .neutral: .systemGray5
            case .positive: UIColor(red: 0.20, green: 0.78, blue: 0.35, alpha: 1)
            case .negative: UIColor(named: "negative", in: .module, compatibleWith: nil) ?? .systemRed
            }
        }
    }

    @IBInspectable public var count: Int = 0 { didSet { update() } }
    public var style: Style = .neutral { didSet { update() } }
    private let label = UILabel()
    private static let maximum = 99

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        label.font = .preferredFont(forTextStyle: .caption1)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 6),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -6),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        layer.cornerCurve = .continuous
        if #available(iOS 17.0, *) {
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _) in
                self.update()
            }
        }
        update()
    }

    private func update() {
        label.text = count > Self.maximum ? "\(Self.maximum)+" : String(count)
        backgroundColor = style.background
        isHidden = count == 0
        accessibilityLabel = String(localized: "\(count) new items")
        layer.cornerRadius = bounds.height / 2
    }

    override public var intrinsicContentSize: CGSize {
        let size = label.intrinsicContentSize
        return CGSize(width: max(size.width + 12, size.height + 4), height: size.height + 4)
    }
}
#endif
