//
//  ShowtimesViewController.m
//  Matinee
//

#import "ShowtimesViewController.h"

static NSString * const kShowtimesCellIdentifier = @"ShowtimesCell";

@interface ShowtimesViewController ()

@property (nonatomic, copy) NSArray<NSString *> *showtimes;

@end

@implementation ShowtimesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Tonight";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kShowtimesCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - ShowtimesViewInput

- (void)showShowtimes:(NSArray<NSString *> *)showtimes {
    self.showtimes = showtimes;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.showtimes.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kShowtimesCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.showtimes[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

@end
