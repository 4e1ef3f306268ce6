/// An animated change: how long it takes and waits first, in milliseconds, and its easing curve.
public struct Transition: Sendable, Hashable {
    public var duration: Double
    public var delay: Double
    public var timingFunction: CubicBezier

    public init(duration: Double, delay: Double, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}
