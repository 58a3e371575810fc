import Foundation

final class PrescriptionsInteractor {
    private let service: PharmacyService

    init(service: PharmacyService) {
        self.service = service
    }

    func load() async -> [Prescription] {
        await service.activePrescriptions()
    }
}
