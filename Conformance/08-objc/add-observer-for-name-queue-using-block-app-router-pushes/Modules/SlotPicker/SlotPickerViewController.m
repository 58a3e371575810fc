//
//  SlotPickerViewController.m
//  Dropline
//

#import "SlotPickerViewController.h"

static NSString * const kSlotCellIdentifier = @"SlotCell";

@interface SlotPickerViewController ()

@property (nonatomic, copy) NSArray<NSString *> *slots;

@end

@implementation SlotPickerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Pick a slot";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kSlotCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - SlotPickerViewInput

- (void)showSlots:(NSArray<NSString *> *)slots {
    self.slots = slots;
    [self.tableView reloadData];
}

- (void)showBookingError:(NSString *)message {
    self.navigationItem.prompt = message;
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.slots.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kSlotCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.slots[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectSlotAtIndex:indexPath.row];
}

@end
