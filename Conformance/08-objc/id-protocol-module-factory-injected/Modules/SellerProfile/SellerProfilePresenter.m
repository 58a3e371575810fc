//
//  SellerProfilePresenter.m
//  Groove
//

#import "SellerProfilePresenter.h"

@interface SellerProfilePresenter ()

@property (nonatomic, copy) NSString *sellerName;

@end

@implementation SellerProfilePresenter

- (instancetype)initWithSellerName:(NSString *)sellerName {
    self = [super init];
    if (self) {
        _sellerName = [sellerName copy];
    }
    return self;
}

#pragma mark - SellerProfileViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showSellerName:self.sellerName];
}

- (void)didTapDone {
    [self.router closeModule];
}

@end
