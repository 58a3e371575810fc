import Foundation

struct Hut: Identifiable, Hashable {
    let id: Int
    let name: String
    let range: String
    let altitude: Int
    let freeBeds: Int
}

final class HutDirectory {
    func huts() async -> [Hut] {
        [
            Hut(id: 1, name: "Rifugio Lagazuoi", range: "Dolomites", altitude: 2752, freeBeds: 6),
            Hut(id: 2, name: "Cabane de Moiry", range: "Valais Alps", altitude: 2825, freeBeds: 0),
            Hut(id: 3, name: "Kärlingerhaus", range: "Berchtesgaden Alps", altitude: 1630, freeBeds: 14)
        ]
    }

    func approach(to hut: Hut) async -> String {
        "3 h from the valley car park, 900 m of ascent"
    }

    func book(hut: Hut, nights: Int, guests: Int) async throws -> String {
        "HB-\(hut.id)-\(nights)\(guests)"
    }
}
