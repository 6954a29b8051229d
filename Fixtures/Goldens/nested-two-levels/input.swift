// A protocol nested two levels deep is named by every enclosing type, as one nested one level is (`A.Q` → `AQProxy`).
public enum A {
    public enum B {}

    public enum C {
        /// @proxyable
        public protocol R: AnyObject { func pong(_ value: Int) }
    }
}

extension A {
    /// @proxyable
    public protocol Q: AnyObject { func ping(_ value: Int) }
}

extension A.B {
    /// @proxyable
    public protocol P: AnyObject { func ping(_ value: Int) }
}
