/// The booking search endpoint's first page for "bike", as it is served, with a token for the
/// next. A real app fetches this with the request's query items; the example keeps one answer.
enum BookingResponse {
    static let json = #"""
{ "items": [
    { "id": "bike-service", "title": "Bike service", "subtitle": "45 minutes",
      "imageURL": "https://cdn.example.com/booking/bike-service.png", "price": { "amount": "35.00", "currency": "GBP" } },
    { "id": "bike-fitting", "title": "Bike fitting", "subtitle": "90 minutes",
      "price": { "amount": "120.00", "currency": "GBP" } },
    { "id": "bike-hire", "title": "E-bike hire", "subtitle": "One day",
      "price": { "amount": "45.00", "currency": "GBP" } } ],
  "nextPageToken": "page-2" }
"""#
}
