import UIKit

final class TrucksRouter {
    weak var viewController: UIViewController?

    func openMenu(for truck: FoodTruck) {
        viewController?.performSegue(withIdentifier: "showTruckMenu", sender: truck)
    }

    func openDeveloperTools() {
        #if DEBUG
        viewController?.performSegue(withIdentifier: "showFeatureFlags", sender: nil)
        #endif
    }

    func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showTruckMenu",
           let menu = segue.destination as? TruckMenuViewController,
           let truck = sender as? FoodTruck {
            menu.presenter.configure(with: truck)
        }
    }
}
