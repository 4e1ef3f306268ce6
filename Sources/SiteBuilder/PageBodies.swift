import Synchronization

/// The pages' bodies, each handed out once: a one-shot build moves them out of the site before rendering, so that
/// a page's body is freed as soon as its page is written rather than held until the whole site is.
///
/// A class, because the render stage's cores take from one store; the lock is held only to take a body out.
final class PageBodies: Sendable {
    private let bodies: Mutex<[Route: String]>

    init(_ bodies: [Route: String]) {
        self.bodies = Mutex(bodies)
    }

    /// The body of the page at `route`, or nil when it was taken already or the page had none to give.
    func take(_ route: Route) -> String? {
        bodies.withLock { $0.removeValue(forKey: route) }
    }
}
