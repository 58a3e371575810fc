import Foundation

final class PlantIdentifyInteractor {

    func identify(photo: Data, completion: @escaping (Plant?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            let match = photo.isEmpty ? nil : Plant(commonName: "Rosemary", latinName: "Salvia rosmarinus", wateringDays: 12)
            DispatchQueue.main.async {
                completion(match)
            }
        }
    }
}
