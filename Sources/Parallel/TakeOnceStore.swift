import Synchronization

/// Values each handed out once, to whichever core asks first. A one-shot build moves what only one stage reads of
/// each page (its source bytes, its body HTML) into one of these, so that a page's value is freed as soon as that
/// page is done rather than when the whole stage is.
///
/// A class, because a stage's cores take from one store; the lock is held only to take a value out.
package final class TakeOnceStore<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values: Mutex<[Key: Value]>

    package init(_ values: [Key: Value]) {
        self.values = Mutex(values)
    }

    /// The value for `key`, or nil when it was taken already or there was none.
    package func take(_ key: Key) -> Value? {
        values.withLock { $0.removeValue(forKey: key) }
    }
}
