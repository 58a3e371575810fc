import Foundation

protocol AdoptionFormInteractorInput: AnyObject {
    func submitApplication(petID: Int, name: String, phone: String)
}

final class AdoptionFormInteractor: AdoptionFormInteractorInput {

    func submitApplication(petID: Int, name: String, phone: String) {
        var request = URLRequest(url: URL(string: "https://shelter.example.test/applications")!)
        request.httpMethod = "POST"
        request.httpBody = try? JSONSerialization.data(withJSONObject: ["pet": petID, "name": name, "phone": phone])
        URLSession.shared.dataTask(with: request).resume()
    }
}
