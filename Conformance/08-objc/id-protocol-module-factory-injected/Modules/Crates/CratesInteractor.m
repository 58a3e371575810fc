//
//  CratesInteractor.m
//  Groove
//

#import "CratesInteractor.h"
#import "Record.h"

@implementation CratesInteractor

#pragma mark - CratesInteractorInput

- (void)obtainRecords {
    NSArray<Record *> *records = @[[Record recordWithTitle:@"Blue Train" artist:@"John Coltrane" sellerName:@"Side B Records" priceInPence:3200],
                                   [Record recordWithTitle:@"Hounds of Love" artist:@"Kate Bush" sellerName:@"Dusty Grooves" priceInPence:2450],
                                   [Record recordWithTitle:@"Maggot Brain" artist:@"Funkadelic" sellerName:@"Side B Records" priceInPence:2800]];
    [self.output didObtainRecords:records];
}

@end
