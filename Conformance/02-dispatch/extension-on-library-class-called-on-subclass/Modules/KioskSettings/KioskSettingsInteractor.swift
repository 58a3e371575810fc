import Foundation

final class KioskSettingsInteractor {
    private let defaults = UserDefaults.standard

    func currentSettings() -> (gallery: String, curator: String) {
        (defaults.string(forKey: "kiosk.gallery") ?? "Room 3: Portables 1920–1960",
         defaults.string(forKey: "kiosk.curator") ?? "Agnieszka Holm")
    }
}
