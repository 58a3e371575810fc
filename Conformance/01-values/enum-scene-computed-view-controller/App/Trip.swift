import Foundation

struct Stop: Equatable {
    let town: String
    let nights: Int
    let lodging: String
}

struct Trip {
    let name: String
    let stops: [Stop]

    static let sampleStops = [
        Stop(town: "Lisbon", nights: 3, lodging: "Casa do Largo"),
        Stop(town: "Óbidos", nights: 1, lodging: "Pousada do Castelo"),
        Stop(town: "Coimbra", nights: 2, lodging: "Quinta das Lágrimas"),
        Stop(town: "Porto", nights: 3, lodging: "Ribeira Loft")
    ]
}
