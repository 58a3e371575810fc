extension ValueFlow {
    /// The work value flow has done so far, counted (not timed): the same for the same program in every run.
    public struct Work: Sendable, Equatable, CustomStringConvertible {
        /// Runs of a unit in a context (each time the interpreter starts one), contexts made.
        public var runs = 0
        public var contexts = 0
        /// Effects of callees carried up into callers' outcomes, one per effect per call per run.
        public var effectsCarried = 0
        /// Distinct paths of probe tests.
        public var choicePaths = 0
        public init() {}
        public var description: String {
            "\(runs) runs of \(contexts) contexts, \(effectsCarried) effects carried, \(choicePaths) choice paths"
        }
    }
}
