//
//  RecordDetailPresenter.m
//  Groove
//

#import "RecordDetailPresenter.h"
#import "Record.h"

@interface RecordDetailPresenter ()

@property (nonatomic, strong) Record *record;

@end

@implementation RecordDetailPresenter

- (instancetype)initWithRecord:(Record *)record {
    self = [super init];
    if (self) {
        _record = record;
    }
    return self;
}

#pragma mark - RecordDetailViewOutput

- (void)didTriggerViewReadyEvent {
    NSString *priceText = [NSString stringWithFormat:@"£%.2f", self.record.priceInPence / 100.0];
    [self.view showTitle:self.record.title artist:self.record.artist priceText:priceText];
}

@end
