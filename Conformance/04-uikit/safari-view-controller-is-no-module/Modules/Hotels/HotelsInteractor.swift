import Foundation

struct Hotel {
    let id: Int
    let name: String
    let stars: Int
    let website: URL
}

final class HotelsInteractor {
    func searchHotels(city: String, completion: @escaping ([Hotel]) -> Void) {
        completion([
            Hotel(id: 1, name: "Casa do Rio", stars: 4, website: URL(string: "https://casadorio.example.com")!),
            Hotel(id: 2, name: "Ribeira Loft", stars: 3, website: URL(string: "https://ribeiraloft.example.com")!)
        ])
    }
}
