import Foundation

final class HutsInteractor {
    private let directory: HutDirectory

    init(directory: HutDirectory) {
        self.directory = directory
    }

    func hutsByAltitude() async -> [Hut] {
        await directory.huts().sorted { $0.altitude > $1.altitude }
    }
}
