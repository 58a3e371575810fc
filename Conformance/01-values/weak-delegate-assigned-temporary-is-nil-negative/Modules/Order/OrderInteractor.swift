import Foundation

struct CakeOrder {
    let cakeName: String
    let message: String
    let reference: String
}

protocol OrderInteractorInput: AnyObject {
    func place(cake: Cake, message: String, completion: @escaping (CakeOrder) -> Void)
}

final class OrderInteractor: OrderInteractorInput {

    func place(cake: Cake, message: String, completion: @escaping (CakeOrder) -> Void) {
        let order = CakeOrder(cakeName: cake.name, message: message, reference: String(UUID().uuidString.prefix(6)))
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
            completion(order)
        }
    }
}
