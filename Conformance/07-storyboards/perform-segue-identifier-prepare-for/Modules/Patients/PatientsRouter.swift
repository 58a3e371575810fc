import UIKit

final class PatientsRouter {
    weak var viewController: UIViewController?

    func showProfile(of pet: Pet) {
        viewController?.performSegue(withIdentifier: "showPetProfile", sender: pet)
    }

    func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showPetProfile",
              let profile = segue.destination as? PetProfileViewController,
              let pet = sender as? Pet else { return }
        profile.presenter.configure(with: pet)
    }
}
