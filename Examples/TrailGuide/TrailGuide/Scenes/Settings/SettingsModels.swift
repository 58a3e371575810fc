struct SettingsRequest {}
struct SettingsResponse {}
struct SettingsViewModel {
    var title: String
}
