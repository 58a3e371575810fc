//
//  CratesPresenter.m
//  Groove
//

#import "CratesPresenter.h"
#import "Record.h"

@interface CratesPresenter ()

@property (nonatomic, copy) NSArray<Record *> *records;

@end

@implementation CratesPresenter

#pragma mark - CratesViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainRecords];
}

- (void)didSelectRecordAtIndex:(NSUInteger)index {
    [self.router openRecord:self.records[index]];
}

- (void)didTapSellerOfRecordAtIndex:(NSUInteger)index {
    [self.router openSellerWithName:self.records[index].sellerName];
}

#pragma mark - CratesInteractorOutput

- (void)didObtainRecords:(NSArray<Record *> *)records {
    self.records = records;
    [self.view showRecords:records];
}

@end
