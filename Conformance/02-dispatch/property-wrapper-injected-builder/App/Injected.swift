import Foundation

struct AppDependencies {
    static var current = AppDependencies()

    var reminderBuilder: ReminderBuilding = ReminderBuilder()
}

@propertyWrapper
struct Injected<Value> {
    private let keyPath: KeyPath<AppDependencies, Value>

    init(_ keyPath: KeyPath<AppDependencies, Value>) {
        self.keyPath = keyPath
    }

    var wrappedValue: Value {
        AppDependencies.current[keyPath: keyPath]
    }
}
