import Foundation

protocol PetsInteractorProtocol: AnyObject {
    func loadPets() -> [Pet]
}

final class PetsInteractor: PetsInteractorProtocol {
    private let service: ClinicService

    init(service: ClinicService) {
        self.service = service
    }

    func loadPets() -> [Pet] {
        service.registeredPets()
    }
}
