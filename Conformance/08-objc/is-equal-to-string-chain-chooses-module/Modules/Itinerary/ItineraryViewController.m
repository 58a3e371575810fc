//
//  ItineraryViewController.m
//  Waypoint
//

#import "ItineraryViewController.h"
#import "Booking.h"

static NSString * const kBookingCellIdentifier = @"BookingCell";

@interface ItineraryViewController ()

@property (nonatomic, copy) NSArray<Booking *> *bookings;

@end

@implementation ItineraryViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"My Trip";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kBookingCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - ItineraryViewInput

- (void)showBookings:(NSArray<Booking *> *)bookings {
    self.bookings = bookings;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.bookings.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kBookingCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.bookings[indexPath.row].summary;
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectBookingAtIndex:indexPath.row];
}

@end
