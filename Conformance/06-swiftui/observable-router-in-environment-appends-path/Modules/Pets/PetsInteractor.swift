import Foundation

final class PetsInteractor {
    private let clinic: ClinicService

    init(clinic: ClinicService) {
        self.clinic = clinic
    }

    func pets() async -> [Pet] {
        await clinic.pets().sorted { $0.name < $1.name }
    }
}
