struct PreferencesRequest {}
struct PreferencesResponse {}
struct PreferencesViewModel {
    var title: String
}
