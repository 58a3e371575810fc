import Foundation

/// Features compiled into this release. Flip a flag and ship a new build to turn a feature on.
enum FeatureFlags {
    static let valetBooking = false
}
