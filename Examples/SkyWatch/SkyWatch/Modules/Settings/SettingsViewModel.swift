import Combine

/// Holds the night mode switch and the chosen observing location.
final class SettingsViewModel: ObservableObject {
    @Published var nightMode = true
    @Published var location = "Here"
}
