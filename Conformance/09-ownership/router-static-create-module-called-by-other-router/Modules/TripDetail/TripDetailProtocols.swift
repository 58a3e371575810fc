import UIKit

protocol TripDetailViewProtocol: AnyObject {
    var presenter: TripDetailPresenterProtocol? { get set }
    func showTrip(destination: String, summary: String)
}

protocol TripDetailPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapPackingList()
}

protocol TripDetailRouterProtocol: AnyObject {
    static func createModule(with trip: Trip) -> UIViewController
    func presentPackingList(for trip: Trip, from view: TripDetailViewProtocol)
}
