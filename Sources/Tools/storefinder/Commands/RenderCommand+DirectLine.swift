import ArgumentParser
import StoreDomain
import StorePresentation
import StoreRendering

extension RenderCommand {
    /// `render`'s usual command lines, read without ArgumentParser's reflection; see
    /// ``DirectCommandLine``. Every option of ``RenderCommand``, ``InputOptions`` and
    /// ``LayerOptions`` is here, with the transform its declaration names.
    static var directLine: DirectCommandLine<RenderCommand> {
        DirectCommandLine(
            defaults: {
                var command = RenderCommand()
                var inputs = InputOptions()
                inputs.stores = nil
                inputs.product = nil
                inputs.availability = nil
                inputs.scenario = nil
                inputs.cities = nil
                inputs.zones = nil
                inputs.specials = nil
                inputs.currency = nil
                command.inputs = inputs
                command.geocode = nil
                command.store = nil
                command.filters = []
                command.shareURL = nil
                command.locale = Default.locale
                command.theme = Default.theme
                var layers = LayerOptions()
                layers.stringsDirectory = nil
                layers.themesDirectory = nil
                layers.plugins = []
                command.layers = layers
                command.width = Default.width
                command.now = nil
                command.location = nil
                command.permission = nil
                command.color = Default.color
                command.format = nil
                command.showKeys = false
                return command
            },
            positional: .argument { (command, value: ScreenKind) in command.screen = value },
            options: [
                .argument("--stores") { (command, value: String) in command.inputs.stores = value },
                .argument("--product") { (command, value: String) in command.inputs.product = value },
                .argument("--availability") { (command, value: String) in command.inputs.availability = value },
                .argument("--scenario") { (command, value: String) in command.inputs.scenario = value },
                .argument("--cities") { (command, value: String) in command.inputs.cities = value },
                .argument("--zones") { (command, value: String) in command.inputs.zones = value },
                .argument("--specials") { (command, value: String) in command.inputs.specials = value },
                .transformed("--currency", ArgumentValues.currency) { $0.inputs.currency = $1 },
                .argument("--geocode") { (command, value: String) in command.geocode = value },
                .argument("--store") { (command, value: String) in command.store = value },
                .transformed("--filter", repeated: true, ArgumentValues.filter) { $0.filters.append($1) },
                .transformed("--share-url", ArgumentValues.shareURLTemplate) { $0.shareURL = $1 },
                .transformed("--locale", ArgumentValues.locale) { $0.locale = $1 },
                .argument("--theme") { (command, value: String) in command.theme = value },
                .argument("--strings") { (command, value: String) in command.layers.stringsDirectory = value },
                .argument("--themes") { (command, value: String) in command.layers.themesDirectory = value },
                .argument("--plugin", repeated: true) { (command, value: String) in command.layers.plugins.append(value)
                },
                .transformed("--width", ArgumentValues.width) { $0.width = $1 },
                .transformed("--now", ArgumentValues.instant) { $0.now = $1 },
                .transformed("--location", ArgumentValues.coordinate) { $0.location = $1 },
                .argument("--permission") { (command, value: LocationPermission) in command.permission = value },
                .argument("--color") { (command, value: ColorMode) in command.color = value },
                .argument("--format") { (command, value: RenderOptions.Format) in command.format = value },
                .flag("--show-keys") { $0.showKeys = true },
            ],
            validate: { command in
                try command.inputs.validate()
                try command.layers.validate()
                try command.validate()
            })
    }
}
