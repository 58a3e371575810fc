import UIKit

protocol TripsViewProtocol: AnyObject {
    var presenter: TripsPresenterProtocol? { get set }
    func showTrips(_ trips: [Trip])
}

protocol TripsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectTrip(at index: Int)
}

protocol TripsInteractorInputProtocol: AnyObject {
    var presenter: TripsInteractorOutputProtocol? { get set }
    func fetchTrips()
}

protocol TripsInteractorOutputProtocol: AnyObject {
    func tripsFetched(_ trips: [Trip])
}

protocol TripsRouterProtocol: AnyObject {
    static func createModule() -> UIViewController
    func pushToTripDetail(with trip: Trip, from view: TripsViewProtocol)
}
