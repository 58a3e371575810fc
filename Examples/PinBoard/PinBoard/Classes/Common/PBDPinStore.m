//
// PBDPinStore.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDPinStore.h"
#import "PBDPin.h"

@interface PBDPinStore ()

@property (nonatomic, strong) NSMutableArray<PBDPin *> *pins;

@end

@implementation PBDPinStore

+ (PBDPinStore *)sharedInstance
{
    static PBDPinStore *sharedInstance = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        sharedInstance = [[PBDPinStore alloc] init];
    });
    return sharedInstance;
}

- (instancetype)init
{
    if ((self = [super init])) {
        _pins = [NSMutableArray array];
    }
    return self;
}

- (NSUInteger)pinCount
{
    return self.pins.count;
}

- (NSArray<PBDPin *> *)allPins
{
    return [self.pins copy];
}

- (void)addPin:(PBDPin *)pin
{
    [self.pins insertObject:pin atIndex:0];
}

@end
