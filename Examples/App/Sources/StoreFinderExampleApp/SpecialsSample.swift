/// The Manager's Special endpoint's answer, as it is served: sizes in canvas units, prices as
/// strings and no currency. A real app fetches this; the example keeps one response to decode.
enum SpecialsSample {
    static let json = #"""
{ "canvasUnit": 16,
  "managerSpecials": [
    { "display_name": "Noodle Dish with Roasted Black Bean Sauce", "imageUrl": "https://cdn.example.com/specials/noodles.png",
      "width": 16, "height": 8, "original_price": "2.00", "price": "1.00" },
    { "display_name": "Onion Flavored Rings", "imageUrl": "https://cdn.example.com/specials/onion-rings.png",
      "width": 8, "height": 8, "original_price": "2.19", "price": "1.49" },
    { "display_name": "Greek Yoghurt 500 g", "imageUrl": "https://cdn.example.com/specials/yoghurt.png",
      "width": 5, "height": 6, "price": "1.80" },
    { "display_name": "Lemons", "imageUrl": "https://cdn.example.com/specials/lemons.png",
      "width": 3, "height": 3, "price": "0.60" } ] }
"""#
}
