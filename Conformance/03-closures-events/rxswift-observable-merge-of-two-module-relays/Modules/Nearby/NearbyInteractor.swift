import Foundation

protocol NearbyInteractorInput: AnyObject {
    func recentSightings() -> [Sighting]
}

final class NearbyInteractor: NearbyInteractorInput {

    func recentSightings() -> [Sighting] {
        [
            Sighting(bird: Bird(commonName: "Kingfisher", scientificName: "Alcedo atthis"),
                     place: "Mill pond", minutesAgo: 12),
            Sighting(bird: Bird(commonName: "Red kite", scientificName: "Milvus milvus"),
                     place: "Ridge car park", minutesAgo: 40),
            Sighting(bird: Bird(commonName: "Dipper", scientificName: "Cinclus cinclus"),
                     place: "Weir footbridge", minutesAgo: 95)
        ]
    }
}
