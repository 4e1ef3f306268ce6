import SwiftUI

/// The primary call to action: filled with the brand colour, one per screen.
///
/// - Parameters:
///   - title: What the button says.
///   - action: What it does when tapped.
public struct PrimaryButton: View {
    public enum Size: String, CaseIterable, Sendable {
        case small, medium, large

        var height: CGFloat {
            switch self {
            case .small: 32
            case .medium: 44
            case .large: 56
            }
        }
    }

    let title: LocalizedStringKey
    var size: Size = .medium
    var isLoading = false
    let action: () -> Void

    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme
    @State private var isPressed = false
    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 16

    public init(_ title: LocalizedStringKey, size: Size = .medium, isLoading: Bool = false,
                action: @escaping () -> Void) {
        self.title = title
        self.size = size
        self.isLoading = isLoading
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: 8) {
                if isLoading {
                    ProgressView()
                        .frame(width: iconSize, height: iconSize)
                }
                Text(title)
                    .font(.system(size: 17, weight: .semibold))
            }
            .frame(maxWidth: .infinity, minHeight: size.height)
            .padding(.horizontal, 16)
            .background(isEnabled ? Color.brand.primary : Color.brand.disabled)
            .foregroundStyle(.white)
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            .scaleEffect(isPressed ? 0.97 : 1.0)
            .animation(.spring(response: 0.3, dampingFraction: 0.6), value: isPressed)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(title))
        .accessibilityHint(isLoading ? "Loading, \(size.rawValue) button" : "")
        .disabled(isLoading)
    }
}

#Preview("Sizes") {
    VStack(spacing: 12) {
        ForEach(PrimaryButton.Size.allCases, id: \.self) { size in
            PrimaryButton("Continue (\(size))", size: size) { print("tapped \(size.rawValue)") }
        }
        PrimaryButton("Saving…", isLoading: true) {}
            .disabled(true)
    }
    .padding()
}
