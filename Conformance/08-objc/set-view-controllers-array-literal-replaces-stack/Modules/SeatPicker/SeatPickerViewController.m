//
//  SeatPickerViewController.m
//  Encore
//

#import "SeatPickerViewController.h"

static NSString * const kSeatCellIdentifier = @"SeatCell";

@interface SeatPickerViewController ()
@property (nonatomic, copy) NSArray<NSString *> *seats;
@end

@implementation SeatPickerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kSeatCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - SeatPickerViewInput

- (void)showTitle:(NSString *)title seats:(NSArray<NSString *> *)seats {
    self.title = title;
    self.seats = seats;
    [self.tableView reloadData];
}

- (void)showPurchaseInProgress:(BOOL)inProgress {
    self.tableView.userInteractionEnabled = !inProgress;
    self.navigationItem.prompt = inProgress ? @"Buying ticket…" : nil;
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.seats.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kSeatCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.seats[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectSeatAtIndex:indexPath.row];
}

@end
