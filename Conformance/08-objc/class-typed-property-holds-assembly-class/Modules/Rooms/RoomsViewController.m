//
//  RoomsViewController.m
//  Innkeep
//

#import "RoomsViewController.h"

static NSString * const kRoomCellIdentifier = @"RoomCell";

@interface RoomsViewController ()

@property (nonatomic, copy) NSArray<NSString *> *rooms;

@end

@implementation RoomsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Rooms tonight";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kRoomCellIdentifier];
    [self.output viewIsReady];
}

#pragma mark - RoomsViewInput

- (void)showRooms:(NSArray<NSString *> *)rooms {
    self.rooms = rooms;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.rooms.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kRoomCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.rooms[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectRoomAtIndex:indexPath.row];
}

@end
