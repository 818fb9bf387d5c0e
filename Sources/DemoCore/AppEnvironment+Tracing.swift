import Model

extension AppEnvironment {
    /// The same environment with its auth, store and Flickr services reporting every call to `tracer`.
    ///
    /// `accounts` is a plain value asked synchronously on every keystroke, not a service behind a protocol, so
    /// it is not traced; `person` and `latency` are values too.
    public func traced(by tracer: Tracer) -> AppEnvironment {
        var traced = self
        traced.auth = TracingAuthService(auth, tracer: tracer)
        traced.store = TracingKeyValueStore(store, tracer: tracer)
        traced.flickr = TracingFlickrService(flickr, tracer: tracer)
        return traced
    }
}
