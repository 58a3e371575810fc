import Foundation

struct Camera: Identifiable, Hashable {
    let id: Int
    let model: String
    let year: Int
    let mount: String
    let condition: String
    let price: Decimal
}

struct Lens: Identifiable, Hashable {
    let id: Int
    let name: String
    let mount: String
    let price: Decimal
}

final class CameraInventory {
    func cameras() async -> [Camera] {
        [
            Camera(id: 1, model: "Pentax K1000", year: 1976, mount: "K", condition: "Good", price: 180),
            Camera(id: 2, model: "Canon AE-1 Program", year: 1981, mount: "FD", condition: "Excellent", price: 240),
            Camera(id: 3, model: "Olympus OM-1", year: 1972, mount: "OM", condition: "Fair", price: 150)
        ]
    }

    func lenses(forMount mount: String) async -> [Lens] {
        let all = [
            Lens(id: 1, name: "SMC Pentax-M 50mm f/1.7", mount: "K", price: 60),
            Lens(id: 2, name: "Canon FD 50mm f/1.8", mount: "FD", price: 45),
            Lens(id: 3, name: "Canon FD 135mm f/2.8", mount: "FD", price: 70),
            Lens(id: 4, name: "Zuiko 50mm f/1.8", mount: "OM", price: 55)
        ]
        return all.filter { $0.mount == mount }
    }

    func reserve(_ camera: Camera) async -> Bool {
        true
    }
}
