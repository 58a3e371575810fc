//
//  ModuleFactory.m
//  Groove
//

#import "ModuleFactory.h"
#import "RecordDetailAssembly.h"
#import "SellerProfileAssembly.h"

@implementation ModuleFactory

#pragma mark - GrooveModuleFactory

- (UIViewController *)makeRecordDetailModuleWithRecord:(Record *)record {
    return [RecordDetailAssembly buildModuleWithRecord:record];
}

- (UIViewController *)makeSellerProfileModuleWithSellerName:(NSString *)sellerName {
    return [SellerProfileAssembly buildModuleWithSellerName:sellerName];
}

@end
