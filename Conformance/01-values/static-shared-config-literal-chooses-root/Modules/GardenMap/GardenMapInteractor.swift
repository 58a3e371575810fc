import Foundation

protocol GardenMapInteractorInput: AnyObject {
    func loadBeds(completion: @escaping ([Bed]) -> Void)
}

final class GardenMapInteractor: GardenMapInteractorInput {

    private let api: GardenAPI

    init(api: GardenAPI) {
        self.api = api
    }

    func loadBeds(completion: @escaping ([Bed]) -> Void) {
        api.beds(completion: completion)
    }
}
