import Combine

final class SettingsViewModel: ObservableObject {
    @Published var nightMode = true
    @Published var location = "Here"
}
