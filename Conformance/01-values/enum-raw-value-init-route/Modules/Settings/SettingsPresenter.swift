import Foundation

enum SettingsRow: String {
    case storage
    case playback
    case licenses
}

final class SettingsPresenter {
    weak var view: SettingsViewController?
    var router: SettingsRouter!

    let rows: [(identifier: String, title: String)] = [
        ("storage", "Downloads & storage"),
        ("playback", "Playback"),
        ("licenses", "Open-source licenses")
    ]

    func didSelectRow(at index: Int) {
        guard let row = SettingsRow(rawValue: rows[index].identifier) else {
            return
        }
        router.open(row)
    }
}
