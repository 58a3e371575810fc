import SwiftUI

private struct OpenArtistKey: EnvironmentKey {
    static let defaultValue: (Int) -> Void = { _ in }
}

private struct OpenStageKey: EnvironmentKey {
    static let defaultValue: (String) -> Void = { _ in }
}

extension EnvironmentValues {
    /// Shows an artist's profile on the festival stack.
    var openArtist: (Int) -> Void {
        get { self[OpenArtistKey.self] }
        set { self[OpenArtistKey.self] = newValue }
    }

    /// Shows a stage on the site map.
    var openStage: (String) -> Void {
        get { self[OpenStageKey.self] }
        set { self[OpenStageKey.self] = newValue }
    }
}
